// case: exec.loop/execute/vs_2_0/loop-al-indexed (execute)
// expect: the outputs of execute-vs_2_0-loop-al-indexed.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute loop-al {inputs: indexed}
vs_2_0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r3
loop aL, i0
add r0, r0, c[aL]
endloop
mov oPos, r0
