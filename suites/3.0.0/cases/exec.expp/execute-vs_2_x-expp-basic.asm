// case: exec.expp/execute/vs_2_x/expp-basic (execute)
// expect: the outputs of execute-vs_2_x-expp-basic.outputs.json (tolerance 2.209708691207961e-2)
// origin: execute expp {inputs: basic}
vs_2_x
mov r1, c0
mov r2, c1
mov r3, c2
expp r0, r1.x
mov oPos, r0
