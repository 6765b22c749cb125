// case: random/valid/vs_1_1/2 (validate)
// expect: valid
// case: random/assemble/vs_1_1/2 (assemble)
// expect: the tokens of valid-vs_1_1-2.bin
// origin: random seed 1 vs_1_1 #2
vs_1_1
def c59, -2.0, 0.25, -0.5, -2.0
def c47, 0.25, 4.0, 6.660613e-15, 4.0
def c6, 4.1287435e-32, -3.586271e-9, 0.050780576, 2.0
dcl_normal9 v2
dcl_position v0
dcl_binormal1 v8
def c43, 2.0, 0.125, 0.125, -0.5
dcl_blendweight12 v10
lit r10.zw, v8
slt r1, c255.zzx, -c255
expp r3.yz, -c0.x
dp3 r5.xyw, -c2.wyw, r1
sub r7, c255, r1
expp r2, -v0.x
logp r4.xy, c2.y
mad r3, v0.ywz, c255, -r7
exp r0, v2.w
expp r3, c0.z
sub r5.zw, v8.zxzy, r1.wzy
log r2, -r10.z
dst r0, c0, -c0.zxzw
min oPos, -r0.wyzy, r3
mov oD0.xzw, -r1.yxzy
add oT1.xyz, v8, -r0.zzxw
mul oT3.xyz, -c2, v10.wzyz
