// case: random/valid/vs_1_1/13 (validate)
// expect: valid
// case: random/assemble/vs_1_1/13 (assemble)
// expect: the tokens of valid-vs_1_1-13.bin
// origin: random seed 1 vs_1_1 #13
vs_1_1
def c24, 1.0, -1.0, 935106500000000.0, 1.0
def c10, 0.0, 0.0, 0.125, 0.5
dcl_position v10
sge r3, c0, -v10
logp r2, c2.y
add r0, r2, -c2
exp r6, v10.z
rcp r9, c255.z
sub r4, r3, c0.xzx
log r7, r0.y
slt r0, c2, r7.xwzx
mul r10, -c1.xyyz, v10.yywz
rsq r7.yw, r4.w
dp4 r0.xz, c2, r3.zwwx
m3x4 r0, r7, c82
m4x3 r5.xyz, r7, c232
logp r4, -r2.w
mov r5, r9
mov a0.x, r3.x
mul oPos, c4[a0.x].wwzw, r0
min oD0.z, -r9, c4[a0.x].zwyw
mul oT1.xy, c1, r2.xxyw
mov oT7.xy, c0[a0.x]
mov oFog, c255.x
