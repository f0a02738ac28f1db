/// What exists only on Apple platforms, as names in source: the modules, the SwiftUI, UIKit and
/// AppKit types that views, apps and controllers conform to or inherit from, and the types that
/// extensions of view code extend. Rules over names, not lists kept per app.
enum AppleOnly {
  /// Modules with no Linux build (`import` of one fails with "no such module").
  static let modules: Set<String> = [
    "SwiftUI", "UIKit", "AppKit", "WatchKit", "Combine", "os", "OSLog", "CoreLocation",
    "CoreLocationUI", "MapKit", "UserNotifications", "UserNotificationsUI", "StoreKit", "GameKit",
    "AVFoundation", "AVKit", "Photos", "PhotosUI", "CoreData", "CloudKit", "WidgetKit",
    "ActivityKit", "AppIntents", "Security", "CryptoKit", "LocalAuthentication", "QuickLook",
    "WebKit", "SafariServices", "AuthenticationServices", "CoreGraphics", "CoreImage", "Vision",
    "VisionKit", "Speech", "Network", "SwiftUINavigation", "UIKitNavigation", "AppKitNavigation",
    "Charts", "SwiftData", "Contacts", "ContactsUI", "EventKit", "EventKitUI", "HealthKit",
    "CoreMotion", "CoreBluetooth", "MessageUI", "PassKit", "SceneKit", "SpriteKit", "ARKit",
    "RealityKit", "Metal", "MetalKit", "CoreML", "NaturalLanguage", "UniformTypeIdentifiers",
    "LinkPresentation", "CoreHaptics", "CoreTelephony", "CoreSpotlight", "Intents", "IntentsUI",
    "TipKit", "MediaPlayer", "MusicKit", "CoreText", "ImageIO", "QuartzCore", "CoreMedia",
    "CoreVideo", "CoreAudio", "AudioToolbox", "CoreNFC", "BackgroundTasks", "DeviceCheck",
    "AdSupport", "AppTrackingTransparency", "StoreKitTest", "XCUIAutomation", "Accessibility",
    "SystemConfiguration", "MobileCoreServices", "CoreServices", "PDFKit", "SwiftUICore",
  ]

  /// Protocols and classes that make a type view code: SwiftUI's `View`, `App`, `Scene`,
  /// previews, styles and representables; UIKit's and AppKit's views, controllers and delegates
  /// (`UI…`, `NS…View`, `NS…Controller`, … by rule below).
  static let uiConformances: Set<String> = [
    "View", "App", "Scene", "PreviewProvider", "ViewModifier", "Shape", "InsettableShape",
    "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "TextFieldStyle",
    "ListStyle", "MenuStyle", "ProgressViewStyle", "GroupBoxStyle", "DisclosureGroupStyle",
    "FormStyle", "GaugeStyle", "NavigationSplitViewStyle", "TableStyle", "DynamicProperty",
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    "NSViewControllerRepresentable", "Commands", "ToolbarContent", "CustomizableToolbarContent",
    "TableRowContent", "WidgetBundle", "Widget", "TimelineProvider", "AppIntentTimelineProvider",
    "PreferenceKey", "EnvironmentKey", "Layout", "ShapeStyle", "VectorArithmetic", "Animatable",
    "AnimatableModifier", "Transition", "ContainerValueKey", "FocusedValueKey", "PreviewModifier",
  ]

  /// Types whose extensions are view code: SwiftUI's value types and protocols.
  static let uiExtendedTypes: Set<String> = [
    "View", "Color", "Font", "Image", "Text", "EnvironmentValues", "Binding", "Animation",
    "ShapeStyle", "Scene", "App", "ToolbarContent", "Edge", "Alignment", "HorizontalAlignment",
    "VerticalAlignment", "Gradient", "LinearGradient", "AnyTransition", "Transaction",
    "ViewModifier", "PreviewProvider", "FocusedValues", "ContainerValues", "Label", "Button",
    "NavigationLink", "ForEach", "List", "Section", "Form", "Toggle", "TextField", "Picker",
    "Shape", "Path", "Angle", "UnitPoint", "Material", "ContentMode", "ColorScheme",
    "DynamicTypeSize", "LocalizedStringKey", "Namespace", "PresentationDetent", "AnyView",
    "ViewDimensions", "ButtonStyle", "LabelStyle", "ToggleStyle", "ListStyle",
  ]

  /// Return or property types that are view code (`some View`, `some Scene`, …).
  static let opaqueViewTypes = [
    "some View", "some Scene", "some ToolbarContent", "some Commands", "some ViewModifier",
    "some Shape", "some ShapeStyle", "some Gesture",
  ]

  /// Whether a type name (inherited or extended) is UIKit's or AppKit's: `UIView`,
  /// `UIViewController`, `UITableViewCell`, `UIApplicationDelegate`, `NSView`,
  /// `NSWindowController`, `NSApplicationDelegate`, `MKMapViewDelegate`, ….
  static func isUIKitOrAppKit(_ name: String) -> Bool {
    let base = name.split(separator: ".").last.map(String.init) ?? name
    if base.hasPrefix("UI"), base.dropFirst(2).first?.isUppercase == true { return true }
    let frameworkPrefixes = ["NS", "WK", "MK", "SK", "AV", "PH", "CL", "UN", "GK", "AS", "ARSCN"]
    let uiSuffixes = [
      "View", "ViewController", "Controller", "Window", "WindowController", "Cell",
      "Application", "ApplicationDelegate", "Responder", "Delegate", "DataSource", "Scene",
    ]
    for prefix in frameworkPrefixes where base.hasPrefix(prefix) {
      guard base.dropFirst(prefix.count).first?.isUppercase == true else { continue }
      if prefix == "NS",
        ["NSObject", "NSCoder", "NSCopying", "NSCoding", "NSSecureCoding"]
          .contains(base)
      {
        return false
      }
      if uiSuffixes.contains(where: { base.hasSuffix($0) }) { return true }
    }
    return false
  }

  /// The reason given for what a rule left out, and the page section a person reads about it.
  static let viewAdvice =
    "Move views into a target of their own that Linux does not build, or put them under `#if canImport(SwiftUI)` (Documentation/MovingTestsToLinux.md#1-files-that-mix-views-and-reducers)."
  static let frameworkAdvice =
    "Give the client an interface of the app's own types, with its `liveValue` under `#if canImport(…)` (Documentation/MovingTestsToLinux.md#2-apple-frameworks-in-dependency-clients)."
  static let importAdvice =
    "Import Apple-only modules under `#if canImport(…)` (Documentation/MovingTestsToLinux.md#1-files-that-mix-views-and-reducers)."
  static let mainActorAdvice =
    "Make `@MainActor` XCTest methods `async` (Documentation/MovingTestsToLinux.md#4-mainactor-test-classes-under-xctest)."
  static let urlSessionAdvice =
    "Import FoundationNetworking where it exists (Documentation/MovingTestsToLinux.md#3-urlsession)."
}
