"""Python companions of the gauge Jupyter kernel: a Pygments lexer and a papermill translator."""

__version__ = "0.1.0"
