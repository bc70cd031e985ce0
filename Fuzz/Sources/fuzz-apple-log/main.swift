import FuzzDriver

runFuzzer(.appleLog)
