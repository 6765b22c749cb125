// case: op.loop-operands/valid/vs_2_x/ins-al-i0 (validate)
// expect: valid
// case: op.loop-operands/assemble/vs_2_x/ins-al-i0 (assemble)
// expect: the tokens of valid-vs_2_x-ins-al-i0.bin
// origin: template op {ins: al-i0}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
add r0, r1, r2
endloop
mov oPos, v0
