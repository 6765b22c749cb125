// case: ps.reg.no-uninit-read/valid/ps_2_x/masks (validate)
// expect: valid
// case: ps.reg.no-uninit-read/assemble/ps_2_x/masks (assemble)
// expect: the tokens of valid-ps_2_x-masks.bin
// origin: template code {code: mov r1.xy, c0 mov r1.zw, c1 add r0, r1, c1}
ps_2_x
mov r1.xy, c0
mov r1.zw, c1
add r0, r1, c1
mov oC0, c0
