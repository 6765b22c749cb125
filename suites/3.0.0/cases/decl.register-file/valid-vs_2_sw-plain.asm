// case: decl.register-file/valid/vs_2_sw/plain (validate)
// expect: valid
// case: decl.register-file/assemble/vs_2_sw/plain (assemble)
// expect: the tokens of valid-vs_2_sw-plain.bin
// origin: template plain {}
vs_2_sw
dcl_position v0
mov oPos, v0
