// case: ps.reg.no-uninit-read/valid/ps_3_sw/code (validate)
// expect: valid
// case: ps.reg.no-uninit-read/assemble/ps_3_sw/code (assemble)
// expect: the tokens of valid-ps_3_sw-code.bin
// origin: template code {code: mov r5, c0 add r0, r5, c1}
ps_3_sw
mov r5, c0
add r0, r5, c1
mov oC0, c0
