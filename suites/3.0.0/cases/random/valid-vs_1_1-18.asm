// case: random/valid/vs_1_1/18 (validate)
// expect: valid
// case: random/assemble/vs_1_1/18 (assemble)
// expect: the tokens of valid-vs_1_1-18.bin
// origin: random seed 1 vs_1_1 #18
vs_1_1
def c52, 0.25, 5.695605e36, -1.6597445e-15, 0.25
dcl_position v9
sub r6, c255, c255
rcp r6, -c255.w
log r11.xy, -c0.x
dst r6, -c2, c2.xy
frc r5.xy, c1.wzzw
nop
min oPos, c0, -c0
mad oD0.z, c2, -r6.wzxw, -c2
