// case: ps.reg.no-uninit-read/valid/ps_1_2/code (validate)
// expect: valid
// case: ps.reg.no-uninit-read/assemble/ps_1_2/code (assemble)
// expect: the tokens of valid-ps_1_2-code.bin
// origin: template code {code: mov r1, c0 add r0, r1, c1}
ps_1_2
mov r1, c0
add r0, r1, c1
mov r0, c0
