// case: exec.dst/execute/vs_1_1/dst-basic (execute)
// expect: the outputs of execute-vs_1_1-dst-basic.outputs.json (tolerance 4.291534423828125e-6)
// origin: execute dst {inputs: basic}
vs_1_1
mov r1, c0
mov r2, c1
mov r3, c2
dst r0, r1, r2
mov oPos, r0
