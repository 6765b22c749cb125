// case: src.direct-file/invalid/vs_2_x/al_ins-aL (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: aL}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
add r0, r1, aL
endloop
mov oPos, v0
