// case: decl.register-file/valid/vs_3_sw/plain (validate)
// expect: valid
// case: decl.register-file/assemble/vs_3_sw/plain (assemble)
// expect: the tokens of valid-vs_3_sw-plain.bin
// origin: template plain {}
vs_3_sw
dcl_position v0
dcl_position o0
mov o0, v0
