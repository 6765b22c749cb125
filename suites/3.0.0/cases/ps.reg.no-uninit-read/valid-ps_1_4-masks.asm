// case: ps.reg.no-uninit-read/valid/ps_1_4/masks (validate)
// expect: valid
// case: ps.reg.no-uninit-read/assemble/ps_1_4/masks (assemble)
// expect: the tokens of valid-ps_1_4-masks.bin
// origin: template code {code: mov r1.xy, c0 mov r1.zw, c1 add r0, r1, c1}
ps_1_4
mov r1.xy, c0
mov r1.zw, c1
add r0, r1, c1
mov r0, c0
