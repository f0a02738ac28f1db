// `ComposableArchitectureLegacy`: TCA 0.x's API (about 0.28–0.56, plus the older forms its README
// used), so that 0.x code compiles with only its import line changed.
//
// One import gives what 0.x's `import ComposableArchitecture` plus `import Combine` gave: case
// paths (`/Enum.case`), schedulers (`AnySchedulerOf`, `DispatchQueue.test`), identified
// collections, CustomDump, the basics of Dependencies, and the publisher framework (Combine on
// Apple platforms, OpenCombine elsewhere). It does not re-export the 1.x module: 0.x and 1.x use
// the names `Reducer`, `Effect`, `Store` and `TestStore` for different things, so a file imports
// one module or the other.
//
// It runs on the 1.x runtime: a 0.x `Store` wraps a 1.x store (state, send loop, scoping,
// dependencies and cancellation registry are the 1.x store's). A codebase migrates one feature at
// a time: a 1.x reducer runs inside a 0.x parent as `Reducer(SomeFeature())`, and a 0.x reducer
// inside a 1.x parent as `Reduce(legacyReducer, environment:)` (in a file that imports both
// modules and spells the 0.x types `ComposableArchitectureLegacy.Reducer`). See
// Documentation/Legacy.md.
//
// The RxSwift fork of TCA 0.x has the same API with RxSwift's `Observable` under `Effect`. RxSwift
// is not available here, so that code runs on OpenCombine, with this module's publisher-based
// `Effect`.
@_exported import CasePaths
@_exported import CombineSchedulers
@_exported import CustomDump
@_exported import Dependencies
@_exported import IdentifiedCollections
@_exported import OpenCombineShim
