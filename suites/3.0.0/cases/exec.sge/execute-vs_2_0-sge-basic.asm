// case: exec.sge/execute/vs_2_0/sge-basic (execute)
// expect: the outputs of execute-vs_2_0-sge-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute sge {inputs: basic}
vs_2_0
mov r1, c0
mov r2, c1
mov r3, c2
sge r0, r1, r2
mov oPos, r0
