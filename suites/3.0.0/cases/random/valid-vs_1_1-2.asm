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
min r10.zw, v8, c0
lit r5, v0
dp3 r2.x, c1, v0.wwwx
rcp r7.w, -v2.y
max r7, c255, r5.wzw
expp r2, -v0.x
logp r4.xy, c2.y
mad r3, v0.ywz, c255, -r7
exp r0, c1.w
expp r3, c0.z
sub r5.zw, v8.zxzy, v8.wzy
log r2, -v0.z
dst r0, v10, -c255.zxzw
min oPos, -c1.wyzy, r5
mov oD0.xzw, -r2.yxzy
add oT1.xyz, r7, -c1.zzxw
mul oT3.xyz, -c3, c3.wzyz
