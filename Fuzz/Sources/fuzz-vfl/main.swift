import FuzzDriver

runFuzzer(.visualFormat)
