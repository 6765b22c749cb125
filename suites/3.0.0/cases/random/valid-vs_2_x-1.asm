// case: random/valid/vs_2_x/1 (validate)
// expect: valid
// case: random/assemble/vs_2_x/1 (assemble)
// expect: the tokens of valid-vs_2_x-1.bin
// origin: random seed 1 vs_2_x #1
vs_2_x
dcl_position v8
defi i0, 3, 1, 2, 0
nop
mad r1, v8.xxyw, -c255, -c255.xxzw
abs r9.z, c255.yxxz
max r30.y, -c3.wyxy, r1.zyzy
pow r27, c0.x, v8.y
log r8, -c255.z
add r15.xy, r1.yyyz, r1
max r31, c0.xzxw, r27
rcp r7, -r27.w
m3x4 r25, r27, c220
crs r26.xz, -r7, r8
nrm r22.xyz, -c2
exp r21, r8.x
dst r9, -r1, -c1
dp4 r10, c0.wyw, r27.xwzx
abs r20, r7
expp r18, r22.z
crs r8.xy, r10, r22
m3x2 r9.xy, -r7.wywy, c4
rsq r28.yw, r31.z
max r17, r8, r31
mova a0.xyz, r22
mad r6, -c0[a0.y], v8, -r10.yzx
m3x3 r28.xyz, -r25, c58
lit r19, -c4[a0.y].ywwy
sge r19.xzw, c2, r10
callnz l9, b1
if_lt r10.w, -c8[a0.x].x
    max r21, c4[a0.y], c4[a0.y]
    add r10.yzw, -r10.wyzw, -r8
    mul r3, c0[a0.y], r17.wyzx
    mul r13.w, c0.yyw, r7.ywzx
    loop aL, i0
        max r19.z, c0[a0.x].zyxw, -c0
        dst r20, -r18.yyxz, -r8.yxzy
        if b0
            sgn r23.w, c4[a0.z], r1, r3
            call l9
            rep i0
            endrep
        endif
    endloop
endif
max oPos, r20.zzzx, r20
max oT1.xy, -c8[a0.x], -r18.wwxy
max oT5, r25, c0[a0.y]
mov oT6.xy, r20.xwzw
ret
label l9
expp r12.xzw, r28.x
ret
