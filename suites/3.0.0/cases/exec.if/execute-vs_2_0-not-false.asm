// case: exec.if/execute/vs_2_0/not-false (execute)
// expect: the outputs of execute-vs_2_0-not-false.outputs.json (tolerance 5.960464477539063e-7)
// origin: execute not {inputs: false}
vs_2_0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
if !b0
add r0, r0, r2
endif
mov oPos, r0
