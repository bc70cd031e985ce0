import FuzzDriver

runFuzzer(.documentYAML)
