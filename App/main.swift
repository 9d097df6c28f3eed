print("explore")
