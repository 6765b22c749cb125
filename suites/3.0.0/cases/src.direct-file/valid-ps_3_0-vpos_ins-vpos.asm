// case: src.direct-file/valid/ps_3_0/vpos_ins-vpos (validate)
// expect: valid
// case: src.direct-file/assemble/ps_3_0/vpos_ins-vpos (assemble)
// expect: the tokens of valid-ps_3_0-vpos_ins-vpos.bin
// origin: template op {decls: dcl vPos.xy, ins: vpos}
ps_3_0
dcl vPos.xy
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, c0
add r0.xy, vPos, r1
mov oC0, c0
