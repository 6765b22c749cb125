// case: ps.reg.no-uninit-read/valid/ps_3_sw/masks (validate)
// expect: valid
// case: ps.reg.no-uninit-read/assemble/ps_3_sw/masks (assemble)
// expect: the tokens of valid-ps_3_sw-masks.bin
// origin: template code {code: mov r1.xy, c0 mov r1.zw, c1 add r0, r1, c1}
ps_3_sw
mov r1.xy, c0
mov r1.zw, c1
add r0, r1, c1
mov oC0, c0
