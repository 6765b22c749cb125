// case: decl.register-file/invalid/vs_2_0/promoted-54d734d7a9e0 (validate)
// expect: invalid [decl.register-file]
// origin: promoted promoted/decl.register-file-invalid-54d734d7a9e0.yaml
vs_2_0
dcl_position oT0
mov oPos, c0
