// case: src.direct-file/invalid/ps_3_sw/al_ins-aL (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: aL}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
add r0, r1, aL
endloop
mov oC0, c0
