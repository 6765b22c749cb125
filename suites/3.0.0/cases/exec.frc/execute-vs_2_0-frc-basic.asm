// case: exec.frc/execute/vs_2_0/frc-basic (execute)
// expect: the outputs of execute-vs_2_0-frc-basic.outputs.json (tolerance 1.3113021850585938e-6)
// origin: execute frc {inputs: basic}
vs_2_0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r2
frc r0.xy, r1
mov oPos, r0
