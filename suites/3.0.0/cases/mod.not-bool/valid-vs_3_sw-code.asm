// case: mod.not-bool/valid/vs_3_sw/code (validate)
// expect: valid
// case: mod.not-bool/assemble/vs_3_sw/code (assemble)
// expect: the tokens of valid-vs_3_sw-code.bin
// origin: template code {code: if !b0 mov r0, c0 endif}
vs_3_sw
dcl_position v0
dcl_position o0
if !b0
mov r0, c0
endif
mov o0, v0
