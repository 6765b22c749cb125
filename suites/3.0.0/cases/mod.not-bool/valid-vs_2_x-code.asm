// case: mod.not-bool/valid/vs_2_x/code (validate)
// expect: valid
// case: mod.not-bool/assemble/vs_2_x/code (assemble)
// expect: the tokens of valid-vs_2_x-code.bin
// origin: template code {code: if !b0 mov r0, c0 endif}
vs_2_x
dcl_position v0
if !b0
mov r0, c0
endif
mov oPos, v0
