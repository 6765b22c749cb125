// case: src.direct-file/invalid/vs_3_0/al_ins-aL (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: aL}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
add r0, r1, aL
endloop
mov o0, v0
