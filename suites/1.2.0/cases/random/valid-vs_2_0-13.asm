// case: random/valid/vs_2_0/13 (validate)
// expect: valid
// case: random/assemble/vs_2_0/13 (assemble)
// expect: the tokens of valid-vs_2_0-13.bin
// origin: random seed 1 vs_2_0 #13
vs_2_0
dcl_position v3
def c46, 3.2172625e-24, -4.5786033e-9, 0.125, 0.5
def c7, 0.25, 2.0, 0.5, 0.0
dcl_texcoord12 v9
def c10, 0.25, 2.0, -2.0, -1.0
defi i13, 4, 4, 2, 0
defi i11, 2, 0, 1, 0
def c47, -1.8504558e27, 4.0, 0.0, -4.9552087e37
defb b8, false
if !b12
    callnz l1, !b5
    crs r4.x, -c3, c3
    rsq r9.x, v9.w
    pow r3, v3.y, c2.z
endif
mul oPos, v9, c3.xy
mul oD0.w, c0, -c1
mad oD1.z, -v3, -v3, -c2
min oT1, c255, v9.wyyz
ret
label l1
dp4 r8, c1.yxwy, c3
sge r2, -c3.zwwx, -c1.xy
mova a0.x, c255
nrm r9, -c0.wwyz
min r1.zw, c0[a0.x], c0[a0.x].xzzx
ret
