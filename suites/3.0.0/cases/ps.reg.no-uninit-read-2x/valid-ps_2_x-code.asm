// case: ps.reg.no-uninit-read-2x/valid/ps_2_x/code (validate)
// expect: valid
// case: ps.reg.no-uninit-read-2x/assemble/ps_2_x/code (assemble)
// expect: the tokens of valid-ps_2_x-code.bin
// origin: template code {code: mov r5, c0 add r0, r5, c1}
ps_2_x
mov r5, c0
add r0, r5, c1
mov oC0, c0
