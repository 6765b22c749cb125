// case: mod.not-bool/valid/ps_3_0/code (validate)
// expect: valid
// case: mod.not-bool/assemble/ps_3_0/code (assemble)
// expect: the tokens of valid-ps_3_0-code.bin
// origin: template code {code: if !b0 mov r0, c0 endif}
ps_3_0
if !b0
mov r0, c0
endif
mov oC0, c0
