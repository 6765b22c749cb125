// case: exec.frc/execute/ps_2_x/frc-basic (execute)
// expect: the outputs of execute-ps_2_x-frc-basic.outputs.json (tolerance 1.678466796875e-4)
// origin: execute frc {inputs: basic}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r2
frc r0.xy, r1
mov oC0, r0
