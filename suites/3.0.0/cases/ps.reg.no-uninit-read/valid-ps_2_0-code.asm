// case: ps.reg.no-uninit-read/valid/ps_2_0/code (validate)
// expect: valid
// case: ps.reg.no-uninit-read/assemble/ps_2_0/code (assemble)
// expect: the tokens of valid-ps_2_0-code.bin
// origin: template code {code: mov r5, c0 add r0, r5, c1}
ps_2_0
mov r5, c0
add r0, r5, c1
mov oC0, c0
