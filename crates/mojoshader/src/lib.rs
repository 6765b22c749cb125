//! MojoShader, loaded at run time from libmojoshader.
