print("gauge-kernel")
