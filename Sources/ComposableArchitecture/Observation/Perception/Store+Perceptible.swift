/// A store is `Perceptible`, as in TCA: code written against Perception's protocol accepts it.
extension Store: Perceptible {}
