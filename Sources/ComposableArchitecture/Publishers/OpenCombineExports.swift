// Publishers come from Combine on Apple platforms and from OpenCombine elsewhere
// (`OpenCombineShim` picks one). TCA's users import Combine themselves; off Apple platforms
// there is no `Combine` module to import, so the library re-exports OpenCombine there: feature
// code that uses `Just`, `PassthroughSubject` or `AnyCancellable` compiles with
// `import ComposableArchitecture` alone once its `import Combine` line is guarded with
// `#if canImport(Combine)`. On Apple platforms nothing is re-exported, as in TCA.
#if canImport(Combine)
  import Combine
#else
  @_exported import OpenCombineShim
#endif
