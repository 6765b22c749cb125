// case: random/valid/vs_2_0/12 (validate)
// expect: valid
// case: random/assemble/vs_2_0/12 (assemble)
// expect: the tokens of valid-vs_2_0-12.bin
// origin: random seed 1 vs_2_0 #12
vs_2_0
defb b15, true
dcl_position v1
def c47, -2.0517245e-8, -1.0, 0.125, 2.0
def c49, 0.25, 0.5, 2.0, -2.0
defi i15, 3, 3, 2, 0
defb b7, true
defi i1, 4, 0, 1, 0
call l7
lrp r0, c0.yyxw, -v1.zzzx, -v1.xzwx
rcp r0.xyz, c0.y
nop
logp r5.xyw, c255.y
call l2
nop
if !b11
    dp3 r11, v1.zyxw, c2
endif
rep i1
    mad r5.xy, -c3.yyxz, -r5.wyxz, -r5
    exp r8, -c1.x
    add r4, -r0, r8.wxzw
    slt r1.xz, -r4, v1
    add r1, r8.wxyz, c1.wxxw
    m3x2 r6.xy, v1, c221
    if b1
        nrm r2.xyz, v1
        mova a0.x, v1.ywzx
        sincos r2.xy, -r1.x, c254, c255
        rsq r4.xzw, r1.w
        dp4 r2, c2.yz, r1.zyzw
    endif
endrep
max oPos, r0, c2
mad oD0.xy, v1.zyzx, c255.zxw, r5
min oD1.yzw, c3, -v1.ywz
mov oT0.x, c2
min oT4.x, c0.xxzy, r5
mov oPts, -c0.x
ret
label l7
mul r5.yz, c0.xxxy, v1.wzx
logp r3.xz, c1.y
expp r0, c2.w
dp3 r4, c1, -c1.zxyw
rsq r10, r4.w
m3x4 r7, v1, c225
ret
label l2
mov r9.yz, c2
dp3 r11.z, c255, -r0
min r6.xyz, c2, c2
crs r4.y, r0, r0
max r5.yz, -r6.yxzy, c255
min r8, -r5.yx, v1.wzyx
dp3 r10, c1.xzy, r6.xxxw
m4x3 r9.xyz, -r0.z, c188
ret
