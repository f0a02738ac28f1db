@_exported import SwiftNavigation
