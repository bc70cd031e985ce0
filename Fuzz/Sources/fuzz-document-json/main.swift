import FuzzDriver

runFuzzer(.documentJSON)
