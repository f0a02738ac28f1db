import Observation
import PerceptionCore

/// Holds an observable object and gives bindings to its properties: `$model.title` is a
/// ``UIBinding`` that reads and writes `model.title`.
///
/// The bindings hold the object weakly. Once it is gone, a binding reads the value it was made
/// with or last wrote, and writes only change that copy.
///
/// ```swift
/// final class EditorController {
///   @UIBindable var model: EditorModel
///   func viewDidLoad() {
///     titleField.bind(text: $model.title)
///     observe { [weak self] in self?.title = self?.model.title ?? "" }
///   }
/// }
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct UIBindable<Value> {
  /// The object.
  public var wrappedValue: Value

  private init(object: Value) {
    self.wrappedValue = object
  }

  /// Holds a perceptible object.
  ///
  /// - Parameter wrappedValue: The object.
  public init(
    wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value: AnyObject & Perceptible {
    self.init(object: wrappedValue)
  }

  /// Holds a perceptible object.
  ///
  /// - Parameter wrappedValue: The object.
  public init(
    _ wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value: AnyObject & Perceptible {
    self.init(object: wrappedValue)
  }

  /// Creates a bindable from another (the `$model` of a `@UIBindable` property).
  ///
  /// - Parameter projectedValue: The bindable.
  public init(projectedValue: UIBindable<Value>) {
    self = projectedValue
  }

  /// The bindable itself, so that `$model.title` is a binding.
  public var projectedValue: UIBindable<Value> { self }

  /// A binding to a property of the object.
  public subscript<Member>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>
  ) -> UIBinding<Member> where Value: AnyObject {
    UIBinding(location: UIBindingObjectProperty(self.wrappedValue, keyPath))
  }

  /// The bindings of the cases of an enum property: `if case let .edit(text) = $model.route`.
  public subscript<Member: CaseBindable>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>
  ) -> Member.UIBindingEnumeration where Value: AnyObject {
    Member._$caseBinding(self[dynamicMember: keyPath] as UIBinding<Member>)
  }
}

extension UIBindable where Value: AnyObject & Observable {
  /// Holds an observable object.
  ///
  /// - Parameter wrappedValue: The object.
  public init(
    wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #file,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(object: wrappedValue)
  }

  /// Holds an observable object.
  ///
  /// - Parameter wrappedValue: The object.
  public init(
    _ wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #file,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(object: wrappedValue)
  }
}

extension UIBindable: Identifiable where Value: Identifiable {
  /// The identifier of the object.
  public var id: Value.ID { self.wrappedValue.id }
}

extension UIBindable: Sendable where Value: Sendable {}
