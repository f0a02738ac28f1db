// swift-navigation's default traits re-export CasePaths and Perception: `import SwiftNavigation`
// alone gives `@CasePathable`, `@Perceptible` and their names.
@_exported import CasePaths
@_exported import Perception
