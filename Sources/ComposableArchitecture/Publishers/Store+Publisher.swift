import OpenCombineShim

extension Store {
  /// A publisher that emits the store's state now and after every action.
  ///
  /// ```swift
  /// store.publisher.isLoading
  ///   .sink { isLoading in spinner.isHidden = !isLoading }
  ///   .store(in: &cancellables)
  /// ```
  @available(iOS, deprecated: 9999, message: "Use observation ('Observations', 'observe') instead")
  @available(
    macOS, deprecated: 9999, message: "Use observation ('Observations', 'observe') instead"
  )
  @available(
    tvOS, deprecated: 9999, message: "Use observation ('Observations', 'observe') instead"
  )
  @available(
    watchOS, deprecated: 9999, message: "Use observation ('Observations', 'observe') instead"
  )
  public var publisher: StorePublisher<State> {
    StorePublisher(store: self)
  }

  /// Calls `unwrap` with a store of the wrapped state whenever the optional state becomes
  /// non-`nil`, and `else` whenever it becomes `nil`; for UIKit-style navigation.
  ///
  /// ```swift
  /// store
  ///   .scope(state: \.detail, action: \.detail)
  ///   .ifLet { [weak self] detailStore in
  ///     self?.navigationController?.pushViewController(
  ///       DetailViewController(store: detailStore), animated: true
  ///     )
  ///   } else: { [weak self] in
  ///     _ = self?.navigationController?.popToViewController(self!, animated: true)
  ///   }
  ///   .store(in: &cancellables)
  /// ```
  ///
  /// - Parameters:
  ///   - unwrap: Called with a store of the wrapped state when the state becomes non-`nil`.
  ///   - else: Called when the state becomes `nil`.
  /// - Returns: A cancellable that stops the calls when cancelled or released.
  @available(*, deprecated, message: "Use 'observe' and 'if let store.scope', instead.")
  public func ifLet<Wrapped>(
    then unwrap: @escaping (_ store: Store<Wrapped, Action>) -> Void,
    else: @escaping () -> Void = {}
  ) -> any Cancellable where State == Wrapped? {
    StorePublisher(store: self)
      .removeDuplicates { ($0 != nil) == ($1 != nil) }
      .sink { [weak self] state in
        guard let self else { return }
        if let state {
          MainActor.assumeIsolated {
            let store = Store<Wrapped, Action>(
              core: self.core.scopeOptional(state: \.self, initialValue: state, action: { $0 })
            )
            store.isUncached = self.isUncached
            unwrap(store)
          }
        } else {
          `else`()
        }
      }
  }
}
