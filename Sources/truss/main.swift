import ArgumentParser
import Truss

print("truss")
