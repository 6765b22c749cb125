// case: ps.oC.single-write-static-if/valid/ps_2_x/code (validate)
// expect: valid
// case: ps.oC.single-write-static-if/assemble/ps_2_x/code (assemble)
// expect: the tokens of valid-ps_2_x-code.bin
// origin: template code {code: if b0 mov r0, c0 endif}
ps_2_x
if b0
mov r0, c0
endif
mov oC0, c0
