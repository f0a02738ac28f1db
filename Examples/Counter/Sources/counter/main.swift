import CounterFeature

print("counter demo placeholder")
