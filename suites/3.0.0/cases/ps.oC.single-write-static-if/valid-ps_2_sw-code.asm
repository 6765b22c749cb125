// case: ps.oC.single-write-static-if/valid/ps_2_sw/code (validate)
// expect: valid
// case: ps.oC.single-write-static-if/assemble/ps_2_sw/code (assemble)
// expect: the tokens of valid-ps_2_sw-code.bin
// origin: template code {code: if b0 mov r0, c0 endif}
ps_2_sw
if b0
mov r0, c0
endif
mov oC0, c0
