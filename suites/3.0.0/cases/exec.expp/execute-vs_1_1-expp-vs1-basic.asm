// case: exec.expp/execute/vs_1_1/expp-vs1-basic (execute)
// expect: the outputs of execute-vs_1_1-expp-vs1-basic.outputs.json (tolerance 2.209708691207961e-2)
// origin: execute expp-vs1 {inputs: basic}
vs_1_1
mov r1, c0
mov r2, c1
mov r3, c2
expp r0, r1.x
mov oPos, r0
