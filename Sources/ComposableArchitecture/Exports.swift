// The modules a TCA user reaches through `import ComposableArchitecture` alone.
@_exported import CasePaths
@_exported import Clocks
@_exported import CombineSchedulers
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Observation
@_exported import Perception
@_exported import PerceptionCore
@_exported import Sharing
@_exported import SwiftNavigation

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
